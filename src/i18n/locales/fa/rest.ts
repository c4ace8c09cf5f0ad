// The Persian namespaces of the signed-in screens, loaded with the shell (src/i18n/i18n.ts).
import content from './content.json';
import shell from './shell.json';
import reservation from './reservation.json';
import wallet from './wallet.json';
import face from './face.json';
import surveys from './surveys.json';
import account from './account.json';
import dormitory from './dormitory.json';
import helpdesk from './helpdesk.json';
export default { content, shell, reservation, wallet, face, surveys, account, dormitory, helpdesk };
