import { HttpResponse } from 'msw';
import { anyOrigin, asInt, asString, failure, readJson, untypedHttp } from '../../http';
import { db } from '../../world/db';
import { entrance, peopleInRoom, placeOfRoom, userByStudentNumber } from '../../world/dormitory-store';
import { answer } from './student-groups';

export const control = (path: string) => anyOrigin(`/__mock/dormitory${path}`);
export const controlError = (message: string, status = 400) =>
  HttpResponse.json(failure({ status, messageResource: 'MOCK_CONTROL_INVALID', message }) as Record<string, unknown>, {
    status,
  });

export function findRoom(body: Record<string, unknown>) {
  const id = asInt(body.roomId);
  if (id !== null) return db.dormRoom.findFirst({ where: { id: { equals: id } } }) ?? null;
  const code = asString(body.roomCode);
  const dormitoryId = asInt(body.dormitoryId) ?? 31;
  return db.dormRoom.getAll().find((r) => r.code === code && placeOfRoom(r.id)?.dormitory.id === dormitoryId) ?? null;
}

export const dormitoryControlHandlers = [
  /** Other students take places in a room: {roomId} or {roomCode, dormitoryId?}, optional {places} (default: all free). */
  untypedHttp.post(control('/take-room'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    const room = findRoom(body);
    if (!room) return controlError('no such room (roomId, or roomCode with dormitoryId, default 31)', 404);
    const place = placeOfRoom(room.id)!;
    const inRoom = peopleInRoom(room.id);
    const free = room.roomSize - inRoom.length;
    const places = Math.min(asInt(body.places) ?? free, free);
    // Residents from outside the seeded accounts (ids from 9000), of the dormitory's gender.
    const newcomers = Array.from({ length: Math.max(0, places) }, (_, i) => 9000 + room.id * 10 + i);
    db.dormRoom.update({
      where: { id: { equals: room.id } },
      data: { occupantIds: [...room.occupantIds, ...newcomers] },
    });
    return HttpResponse.json({
      roomId: room.id,
      code: room.code,
      dormitory: place.dormitory.name,
      personCount: peopleInRoom(room.id).length,
      roomSize: room.roomSize,
    });
  }),
  /** An operator makes a student ineligible (or eligible again with {eligible: true}): {studentNumber}. */
  untypedHttp.post(control('/eligibility'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    const target = userByStudentNumber(asString(body.studentNumber));
    const e = entrance();
    if (!target || !e) return controlError('no such student', 404);
    const ids = e.ineligibleUserIds.filter((id) => id !== target.id);
    if (body.eligible !== true) ids.push(target.id);
    db.dormEntrance.update({ where: { id: { equals: 'default' } }, data: { ineligibleUserIds: ids } });
    return HttpResponse.json({ studentNumber: asString(body.studentNumber), eligible: body.eligible === true });
  }),
  /** Another student answers their invitation: {studentNumber, status: APPROVED | REJECTED}. */
  untypedHttp.post(control('/answer'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    const target = userByStudentNumber(asString(body.studentNumber));
    if (!target) return controlError('no such student', 404);
    const outcome = answer(target.id, body.status);
    return typeof outcome === 'string'
      ? HttpResponse.json({ ok: true, message: outcome })
      : controlError(outcome.message);
  }),
  /** Changes the registration rules: any of the ValidEntrance booleans. */
  untypedHttp.post(control('/entrance'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    const keys = [
      'inRegistrationPeriod',
      'registrationEnabled',
      'inPreregistrationPeriod',
      'preregistrationEnabled',
      'solitaryRegistration',
      'preregisterWithoutChooseDormitory',
    ] as const;
    const data: Partial<Record<(typeof keys)[number], boolean>> = {};
    for (const k of keys) if (typeof body[k] === 'boolean') data[k] = body[k];
    db.dormEntrance.update({ where: { id: { equals: 'default' } }, data });
    return HttpResponse.json(entrance());
  }),
];
