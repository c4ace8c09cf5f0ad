// One import per namespace; a new area adds its file here in all three languages.
import api from './api.json';
import auth from './auth.json';
import calendar from './calendar.json';
import common from './common.json';
import content from './content.json';
import mockPanel from './mock-panel.json';
import shell from './shell.json';
import ui from './ui.json';
import reservation from './reservation.json';
import helpdesk from './helpdesk.json';

export default { common, calendar, api, auth, content, mockPanel, shell, ui, reservation, helpdesk };
