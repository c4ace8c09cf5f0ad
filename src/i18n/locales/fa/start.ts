// The Persian namespaces the first screen needs (sign-in, errors, toasts, pickers): in the first load.
// The others load with the screens that use them (src/i18n/i18n.ts, issue 20). index.ts lists every namespace.
import api from './api.json';
import auth from './auth.json';
import calendar from './calendar.json';
import common from './common.json';
import ui from './ui.json';
export default { common, calendar, api, auth, ui };
