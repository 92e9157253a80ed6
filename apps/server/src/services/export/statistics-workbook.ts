import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { exportColumns, type Locale, type StatisticsJob } from '@vikariat/domain';
import type { Logger } from 'pino';

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string): string => (title.replace(/[:\\/?*[\]]/g, ' ').trim() || 'Vikariat').slice(0, 31);

/**
 * The statistics workbook, streamed: exceljs' WorkbookWriter commits each row to the response as it is
 * written, so a large export never sits in memory as a whole workbook.
 */
export function streamStatisticsWorkbook(jobs: readonly StatisticsJob[], locale: Locale, title: string, log: Logger, withReason: boolean): ReadableStream<Uint8Array> {
  const columns = exportColumns(withReason);
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Vikariat';
  workbook.title = title;
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = columns.map((c) => ({ header: c.header[locale], key: c.key, width: c.width }));
  void (async () => {
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const job of jobs) {
      sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(job, locale)]))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    log.error({ err: error }, 'statistics export failed');
    output.destroy(error as Error);
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
