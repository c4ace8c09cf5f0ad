import { asInt, ok, refuse, restHttp } from '../../http';
import { db } from '../../world/db';
import {
  blocksOf,
  dormitoryView,
  eligibilityProblem,
  floorsOfBlock,
  genderOf,
  groupOfUser,
  peopleInRoom,
  placeOfRoom,
  problem,
  roomMemberView,
} from '../../world/dormitory-store';
import { sessionOf, GROUP_NOT_FOUND } from './shared';

export function dormitoryOrMissing(id: number | null) {
  return id === null ? null : (db.dormitory.findFirst({ where: { id: { equals: id } } }) ?? null);
}

export const NO_DORMITORY = problem(404, 'DORMITORY_NOT_FOUND', 'خوابگاه یافت نشد.', 'No such dormitory');

export const solitaryBlocks = restHttp.get(
  '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks',
  ({ request, params, response }) => {
    const user = sessionOf(request);
    if (user instanceof Response) return response.untyped(user);
    const d = dormitoryOrMissing(asInt(params.dormitoryId));
    if (!d) return response.untyped(refuse(NO_DORMITORY));
    return response(200).json(ok(blocksOf(d.id).map((b) => ({ id: b.id, name: b.name }))));
  },
);

export const solitaryFloors = restHttp.get(
  '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors',
  ({ request, params, response }) => {
    const user = sessionOf(request);
    if (user instanceof Response) return response.untyped(user);
    const d = dormitoryOrMissing(asInt(params.dormitoryId));
    const block = d ? blocksOf(d.id).find((b) => b.id === asInt(params.blockId)) : undefined;
    if (!d || !block) return response.untyped(refuse(NO_DORMITORY));
    // Not eligible (or another gender's dormitory): no floors (the screen says not-eligible-in-dormitory).
    if (eligibilityProblem(user.id) || genderOf(user.id) !== d.gender) return response(200).json(ok([]));
    return response(200).json(ok(floorsOfBlock(block.id)));
  },
);

export const roomMembers = restHttp.get(
  '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors/{floorId}/rooms/{roomId}',
  ({ request, params, response }) => {
    const user = sessionOf(request);
    if (user instanceof Response) return response.untyped(user);
    const place = placeOfRoom(asInt(params.roomId) ?? -1);
    if (
      !place ||
      place.floor.id !== asInt(params.floorId) ||
      place.block.id !== asInt(params.blockId) ||
      place.dormitory.id !== asInt(params.dormitoryId)
    ) {
      return response.untyped(
        refuse(problem(404, 'STUDENT_GROUP_DORMITORY_ROOM_NOT_FOUND', 'اتاق یافت نشد.', 'No such room')),
      );
    }
    return response(200).json(ok(peopleInRoom(place.room.id).map(roomMemberView)));
  },
);

export const groupRooms = restHttp.get('/rest/users/me/dormitories/groups/rooms', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const group = groupOfUser(user.id);
  if (!group) return response.untyped(refuse(GROUP_NOT_FOUND));
  const d = dormitoryView(group.dormitoryId);
  if (!d) return response.untyped(refuse(NO_DORMITORY));
  // The rooms of the group's size (the group's own room counts as free for it).
  const blocks = blocksOf(group.dormitoryId).map((b) => ({
    id: b.id,
    name: b.name,
    floors: floorsOfBlock(b.id, (r) => r.roomSize === group.roomSize),
  }));
  return response(200).json(ok({ dormitory: d, dormitoryBlocks: blocks }));
});

export const roomsCapacity = restHttp.get(
  '/rest/users/me/dormitories/{id}/rooms-capacity',
  ({ request, params, response }) => {
    const user = sessionOf(request);
    if (user instanceof Response) return response.untyped(user);
    const d = dormitoryOrMissing(asInt(params.id));
    if (!d) return response.untyped(refuse(NO_DORMITORY));
    const floorIds = new Set(
      db.dormFloor
        .getAll()
        .filter((f) => blocksOf(d.id).some((b) => b.id === f.blockId))
        .map((f) => f.id),
    );
    const sizes = [
      ...new Set(
        db.dormRoom
          .getAll()
          .filter((r) => floorIds.has(r.floorId) && r.roomSize > 1)
          .map((r) => r.roomSize),
      ),
    ].sort((a, b) => a - b);
    return response(200).json(ok(sizes));
  },
);

export const roommates = restHttp.get('/rest/users/me/student-groups/roommates', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const group = groupOfUser(user.id);
  if (!group?.roomId)
    return response.untyped(
      refuse(problem(404, 'STUDENT_GROUP_NO_ROOM_REGISTERED', 'اتاقی برای شما ثبت نشده است.', 'No room registered')),
    );
  return response(200).json(
    ok(
      peopleInRoom(group.roomId)
        .filter((id) => id !== user.id)
        .map(roomMemberView),
    ),
  );
});

// ───────────────────────────── Student groups ─────────────────────────────

/** Takes the room fee from every member's cash, or refuses naming the first who cannot pay. */
