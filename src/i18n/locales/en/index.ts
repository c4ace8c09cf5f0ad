// One import per namespace; a new area adds its file here in all three languages.
import api from './api.json';
import auth from './auth.json';
import calendar from './calendar.json';
import common from './common.json';
import content from './content.json';
import shell from './shell.json';
import ui from './ui.json';
import reservation from './reservation.json';
import wallet from './wallet.json';
import face from './face.json';
import surveys from './surveys.json';
import account from './account.json';
import dormitory from './dormitory.json';
import helpdesk from './helpdesk.json';
import money from './money.json';
export default { common, calendar, api, auth, content, shell, ui, reservation, wallet, face, surveys, account, dormitory, helpdesk, money };
