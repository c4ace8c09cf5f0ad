import { dormitoryControlHandlers } from './dormitory/control';
import { eskans, cardexes, attendance } from './dormitory/residence';
import { leaves, createLeave, updateLeave } from './dormitory/leave-requests';
import { requests, preRegister, dormitories, validEntrance, qualify } from './dormitory/pre-registration';
import { solitaryBlocks, solitaryFloors, roomMembers, groupRooms, roomsCapacity, roommates } from './dormitory/rooms';
import {
  getGroup,
  createGroup,
  updateGroup,
  deleteGroup,
  addMember,
  answerMember,
  removeMember,
} from './dormitory/student-groups';

/*
 * Dormitory (modules.md 2.6, 3, 4, 5, 7, 8): the 24 calls, one file per resource in ./dormitory/,
 * with the rules:
 * - eligibility by entrance type (and an operator's exclusion), gender of the dormitory, one group
 *   per student, group size at most roomSize, only the head invites, removes, deletes and picks the room;
 * - a room fits when its size is the group's and its free places hold every member; a place costs
 *   the room's price, taken from each member's cash credit when the room is registered (all or
 *   nothing) and given back when the room is removed;
 * - pre-registration in its period, once per semester, is accepted at once (destination = the
 *   dormitory asked for, or the first of the user's gender when none may be chosen);
 * - leave requests need a current accommodation, dates yyyy-MM-dd, from today on, to not before from.
 * Control calls under /__mock/dormitory/ let a test act as another student (mocks/README.md).
 */

export const dormitoryHandlers = [
  eskans,
  cardexes,
  attendance,
  leaves,
  createLeave,
  updateLeave,
  requests,
  preRegister,
  dormitories,
  solitaryBlocks,
  solitaryFloors,
  roomMembers,
  groupRooms,
  roomsCapacity,
  validEntrance,
  qualify,
  roommates,
  getGroup,
  createGroup,
  updateGroup,
  deleteGroup,
  addMember,
  answerMember,
  removeMember,
  ...dormitoryControlHandlers,
];
