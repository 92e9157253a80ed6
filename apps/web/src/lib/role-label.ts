import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@vikariat/domain';

/** A role as people call it (singular; the context keeps it apart from menu entries of the same word). */
export const roleLabel = (role: Role): MessageDescriptor => {
  switch (role) {
    case 'user':
      return msg({ message: 'Vikarie', context: 'role' });
    case 'teacher':
      return msg({ message: 'Lärare', context: 'role' });
    case 'principal':
      return msg({ message: 'Rektor', context: 'role' });
    case 'ledare':
      return msg({ message: 'Ledare', context: 'role' });
    case 'admin':
      return msg({ message: 'Administratör', context: 'role' });
  }
};
