import { pageActions } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

/** A save, a type change or a new picture answers with a token: store it and reload (spec 01 §4). */
export const replaceTokenAndReload = ({ token }: { token: string }): void => {
  setToken(token);
  pageActions.reload();
};
