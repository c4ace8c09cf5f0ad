import { nowMs } from './clock';
import { db, nextId } from './db';

/** Records an activity-log row for a user (GET /rest/users/activity-logs shows it). */
export function logActivity(
  userId: number,
  activityTypeClassName: string,
  data: Record<string, unknown>,
  operatorName: string | null = null,
): void {
  db.activityLog.create({
    id: nextId('activity', 9001),
    userId,
    activityTypeClassName,
    activityTypeJson: JSON.stringify(data),
    occurredAt: nowMs(),
    operatorName,
    groupName: 'دانشجویان روزانه',
  });
}
