import { createRxDatabase } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { createSyncDatabase } from './database.ts';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { profileSchema, type ProfileDoc } from './schemas.ts';

describe('the profile collection, versions 1 (the blocked schools) and 2 (the verified identity)', () => {
  it('opens a device database of version 0 and keeps its profile, with an empty list until the next pull', async () => {
    const storage = fakeIndexedDbStorage();
    // a device that last ran the app before the blocked schools: the profile without them, at version 0
    const { blockedSchools: _added, verifiedIdentity: _verified, ...v0Properties } = profileSchema.properties;
    const old = await createRxDatabase({ name: 'device-before', storage, multiInstance: false });
    await old.addCollections({ profile: { schema: { ...profileSchema, version: 0, properties: v0Properties } } });
    const doc = {
      id: 'me',
      email: 'vera@x.fi',
      firstName: 'Vera',
      lastName: 'V',
      phone: '',
      typeOfUser: 'user',
      roles: ['user'],
      siteLang: 2,
      schoolId: null,
      address: '',
      image: null,
      identityVerified: false,
      hasEdited: true,
      defaultDescription: '',
      sendEmail: true,
      profile: { regions: ['091'] },
      defaults: {},
      createdAt: '',
    };
    await old.collections['profile']?.insert(doc);
    await old.close();

    const db = await createSyncDatabase({ name: 'device-before', storage, multiInstance: false, collections: ['profile'] });
    const migrated = (await db.profile.findOne('me').exec())?.toJSON() as ProfileDoc | undefined;
    expect(migrated).toMatchObject({ email: 'vera@x.fi', profile: { regions: ['091'] }, blockedSchools: [], verifiedIdentity: null });
    await db.close();
  });
});
