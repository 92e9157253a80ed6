import { ATTACHMENT_NAME_PREFIX_LENGTH, ATTACHMENT_WARNING_BYTES } from '../constants/limits.ts';

/**
 * Stored attachment names start with a 32-character unique prefix (e.g. a hex id) that keeps uploads
 * apart; it is stripped for display (spec 02 "Manage job"). Names too short to carry the prefix are
 * shown whole.
 */
export const attachmentDisplayName = (storedName: string): string =>
  storedName.length > ATTACHMENT_NAME_PREFIX_LENGTH ? storedName.slice(ATTACHMENT_NAME_PREFIX_LENGTH) : storedName;

/** Files over 1 MB get a warning beside them; the upload is not refused (spec 02 §5). */
export const attachmentNeedsSizeWarning = (sizeBytes: number): boolean => sizeBytes > ATTACHMENT_WARNING_BYTES;
