import ExcelJS from 'exceljs';
import { ACCOUNT_FIELD_LABELS, ACCOUNT_VALUE_WORDS, cellText, PERSONAL_DATA_SHEETS, type Locale, type PersonalData } from '@vikariat/domain';

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string): string => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/**
 * The readable copy of the personal-data export: one sheet per kind in the reader's language, a bold header row,
 * dates dd.MM.yyyy (with Helsinki time) as the rest of the product writes them. An empty kind keeps its sheet with
 * the header only, so "nothing held" is visible rather than a missing sheet.
 */
export async function personalDataWorkbook(export_: PersonalData, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Vikariat';
  workbook.created = new Date(export_.generatedAt);
  for (const sheet of PERSONAL_DATA_SHEETS) {
    const ws = workbook.addWorksheet(sheetName(sheet.title[locale]));
    ws.columns = sheet.columns.map((c) => ({ header: c.header[locale], key: c.key, width: c.kind === 'text' || c.kind === 'list' ? 30 : 18 }));
    ws.getRow(1).font = { bold: true };
    for (const row of export_.data[sheet.key]) {
      if (sheet.key === 'account') {
        const field = String(row['field']);
        const value = row['value'] ?? null;
        const kind = field.endsWith('At') ? 'datetime' : typeof value === 'boolean' ? 'bool' : 'text';
        ws.addRow({ field: ACCOUNT_FIELD_LABELS[field]?.[locale] ?? field, value: cellText(value, kind, locale, ACCOUNT_VALUE_WORDS[field]) });
        continue;
      }
      ws.addRow(Object.fromEntries(sheet.columns.map((c) => [c.key, cellText(row[c.key] ?? null, c.kind, locale, c.words)])));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
