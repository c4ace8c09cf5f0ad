import type { ListTeammatesParams, Teammate } from '@/api/generated/rest/model';

/** modules.md 9: the whole list at once (size 999), no pagination. */
export const TEAMMATE_LIST_PARAMS: ListTeammatesParams = { page: 0, size: 999 };

export type TeammateAction = 'view' | 'accept' | 'delete' | 'leave' | 'reject';

export interface TeammateViewer {
  username: string | null;
  canDeleteTeammates: boolean;
}

export function teammateName(row: Pick<Teammate, 'user'>): string {
  const name = [row.user.firstName, row.user.lastName].filter(Boolean).join(' ').trim();
  return name || row.user.username;
}

/**
 * Whom a row is about. An unanswered invitation the user received is the user's own row (the list
 * says so): it names who invited them (`invitedBy`), not the user.
 */
export function shownTeammate(
  row: Teammate,
  viewer: Pick<TeammateViewer, 'username'>,
): { user: Teammate['user']; invitation: boolean } {
  const own = viewer.username !== null && row.user.username === viewer.username;
  const received = row.direction ? row.direction === 'RECEIVED' : own;
  if (row.status === 'WAITING' && received && own && row.invitedBy) return { user: row.invitedBy, invitation: true };
  return { user: row.user, invitation: false };
}

/**
 * The actions of a row (modules.md 2.3, 4). Only the invited side accepts: a WAITING row the user
 * received (direction RECEIVED; without a direction, the user's own row, which is how the list shows
 * an unanswered invitation) offers accept and reject. An accepted member's reserves can be viewed.
 * The delete button shows for the current user (on their own row it reads "leave group"), for
 * WAITING rows (cancelling an invitation), or for users with canDeleteTeammates.
 */
export function teammateActions(row: Teammate, viewer: TeammateViewer): TeammateAction[] {
  const own = viewer.username !== null && row.user.username === viewer.username;
  const received = row.direction ? row.direction === 'RECEIVED' : own;
  if (row.status === 'WAITING' && received) return ['accept', 'reject'];
  if (own) return ['leave'];
  const actions: TeammateAction[] = [];
  if (row.status === 'FINAL') actions.push('view');
  if (row.status === 'WAITING' || viewer.canDeleteTeammates) actions.push('delete');
  return actions;
}
