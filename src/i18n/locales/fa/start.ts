// The Persian namespaces the first screen needs (sign-in, errors, toasts, pickers): in the first load.
// The rest (rest.ts) loads with the signed-in shell (issue 20). index.ts still lists every namespace.
import api from './api.json';
import auth from './auth.json';
import calendar from './calendar.json';
import common from './common.json';
import ui from './ui.json';
export default { common, calendar, api, auth, ui };
