import type { Cardex, Eskan } from '@/api/generated/rest/model';
import { invalidPage, ok, pageOf, pageRequest, refuse, restHttp } from '../../http';
import { db } from '../../world/db';
import { dormitoryView, placeOfRoom, problem } from '../../world/dormitory-store';
import { CARDEX_ROLE } from '../../world/seed-dormitory';
import { DAY_MS, parseDate } from '../../world/time';
import { sessionOf, semesterView, shownCardexes } from './shared';

export const eskans = restHttp.get('/rest/users/me/eskans', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const current = shownCardexes(user.id)[0];
  const list: Eskan[] = current?.place
    ? [
        {
          id: current.c.id,
          dormitory: dormitoryView(current.place.dormitory.id) ?? undefined,
          dormitoryBlock: { id: current.place.block.id, name: current.place.block.name },
          room: {
            code: current.place.room.code,
            roomSize: current.place.room.roomSize,
            dormitoryFloor: { id: current.place.floor.id, name: current.place.floor.name },
          },
        },
      ]
    : [];
  return response(200).json(ok(list));
});

export const cardexes = restHttp.get('/rest/users/me/eskans/cardexes', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  if (!user.authorities.includes(CARDEX_ROLE))
    return response.untyped(
      refuse(
        problem(
          403,
          'ACCESS_DENIED',
          'دسترسی به سوابق اسکان برای شما فعال نیست.',
          'ROLE_ESKAN_ALGORITM_STUDENT required',
        ),
      ),
    );
  // Every record, past semesters included; the client filters and sorts (modules.md 2.6 item 1).
  const list: Cardex[] = db.cardex
    .getAll()
    .filter((c) => c.userId === user.id)
    .flatMap((c) => {
      const place = placeOfRoom(c.roomId);
      if (!place) return [];
      return [
        {
          semester: semesterView(c.semesterId),
          dormitory: dormitoryView(place.dormitory.id)!,
          dormitoryBlock: { id: place.block.id, name: place.block.name },
          room: {
            code: place.room.code,
            roomSize: place.room.roomSize,
            dormitoryFloor: { id: place.floor.id, name: place.floor.name },
          },
          status: c.status,
        },
      ];
    });
  return response(200).json(ok(list));
});

export const attendance = restHttp.get('/rest/users/me/attendance', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const page = pageRequest(request.url, 10, 100);
  if (!page) return response('default').json(invalidPage(), { status: 400 });
  const params = new URL(request.url).searchParams;
  const fromText = params.get('fromDate');
  const toText = params.get('toDate');
  const from = fromText ? parseDate(fromText) : 0;
  const to = toText ? parseDate(toText) : Number.MAX_SAFE_INTEGER;
  if (from === null || to === null)
    return response.untyped(
      refuse(problem(400, 'INVALID_DATE', 'تاریخ نامعتبر است.', 'fromDate and toDate are yyyy-MM-dd')),
    );
  const until = to === Number.MAX_SAFE_INTEGER ? to : to + DAY_MS - 1;
  const rows = db.attendance
    .getAll()
    .filter((a) => a.userId === user.id && a.at >= from && a.at <= until)
    .sort((a, b) => b.at - a.at)
    .map((a) => {
      const place = placeOfRoom(a.roomId);
      return {
        attendanceType: a.type,
        attendanceDate: new Date(a.at).toISOString(),
        dormitoryName: place?.dormitory.name ?? null,
        blockName: place?.block.name ?? null,
      };
    });
  return response(200).json(ok(pageOf(rows, page)));
});

// ───────────────────────────── Leave ─────────────────────────────
