import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

/**
 * dayjs in Brazilian Portuguese (month names, the week starting on Sunday) for every date of the SPA and the
 * date pickers. Imported by the modules that handle dates instead of by the entry: the login and /home show
 * none (issue 8 §4).
 */
dayjs.locale('pt-br');

export default dayjs;
export type { Dayjs } from 'dayjs';
