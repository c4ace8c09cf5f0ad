// One import per namespace; a new area adds its file here in all three languages.
import auth from './auth.json';
import calendar from './calendar.json';
import common from './common.json';

export default { common, calendar, auth };
