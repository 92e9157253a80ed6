import { isStorableText, TEXT_MAX_LENGTH, TEXT_MESSAGES, type Locale } from '@vikariat/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from './errors.ts';
import { localise } from './validate.ts';

const NOT_A_FORM = {
  sv: 'Begäran måste vara ett formulär (multipart/form-data).',
  fi: 'Pyynnön on oltava lomake (multipart/form-data).',
};

export type FormValue = string | File;
export type Form = Record<string, FormValue | FormValue[]>;

const storable = (name: string) => name.length <= TEXT_MAX_LENGTH && isStorableText(name);

/**
 * A multipart (or url-encoded) body, every value kept as a list. A body that is no form (a broken boundary, a cut
 * part) is a 400, never the parser's error; field names, text values and file names pass the text rule as JSON does.
 */
export async function readForm(c: Context<AppEnv>): Promise<Form> {
  const { locale } = c.var;
  let form: Form;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest(NOT_A_FORM[locale]);
  }
  for (const [name, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'string' ? item : item.name;
      if (!storable(name) || !storable(text)) throw badRequest(NOT_A_FORM[locale], { [storable(name) ? name : 'form']: unstorable(locale) });
    }
  }
  return form;
}

const unstorable = (locale: Locale) => localise(TEXT_MESSAGES.unstorable, locale);

/** The files sent under `name`. */
export const formFiles = (form: Form, name: string): File[] => {
  const value = form[name];
  return (Array.isArray(value) ? value : [value]).filter((item): item is File => item instanceof File);
};
