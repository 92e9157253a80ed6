/** Display formats shared with the server (spec: dates dd.MM.yyyy fi-FI, phones with +358). */
export { formatDate, formatCalendarDate, jobDateLabel, formatPhone, phoneHref } from '@vikariat/domain';
