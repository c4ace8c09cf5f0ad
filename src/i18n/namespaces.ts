/*
 * Every i18n namespace, in one place. A new one is a file per language,
 * src/i18n/locales/{fa,en,ar}/<name>.json, and here: its Persian file's type import, its line in
 * LaterResources and its name in LATER_NAMESPACES (or, if the first screen needs it, an import into
 * START_RESOURCES). The files are found by their path (src/i18n/i18n.ts);
 * tests/unit/i18n-parity.test.ts fails when the files and this list disagree.
 */
import api from './locales/fa/api.json';
import auth from './locales/fa/auth.json';
import calendar from './locales/fa/calendar.json';
import common from './locales/fa/common.json';
import ui from './locales/fa/ui.json';
import type account from './locales/fa/account.json';
import type content from './locales/fa/content.json';
import type dormitory from './locales/fa/dormitory.json';
import type face from './locales/fa/face.json';
import type helpdesk from './locales/fa/helpdesk.json';
import type money from './locales/fa/money.json';
import type planner from './locales/fa/planner.json';
import type reservation from './locales/fa/reservation.json';
import type shell from './locales/fa/shell.json';
import type surveys from './locales/fa/surveys.json';
import type wallet from './locales/fa/wallet.json';

/** The Persian namespaces the first screen needs (sign-in, errors, toasts, pickers): in the first load. */
export const START_RESOURCES = { common, calendar, api, auth, ui };

/**
 * The others, loaded with the screens that use them: the shell's with its route, a
 * module's with its routes (the manifests' `namespaces`), all with the home page and the command
 * palette. In en and ar every namespace loads that way. Their Persian files type the keys.
 */
export interface LaterResources {
  shell: typeof shell;
  reservation: typeof reservation;
  content: typeof content;
  wallet: typeof wallet;
  face: typeof face;
  surveys: typeof surveys;
  account: typeof account;
  dormitory: typeof dormitory;
  helpdesk: typeof helpdesk;
  /** What money actions say, with the wallet's and the reservation's routes. */
  money: typeof money;
  /** The week planner, loaded with its route only. */
  planner: typeof planner;
}

export const LATER_NAMESPACES = [
  'shell',
  'reservation',
  'content',
  'wallet',
  'face',
  'surveys',
  'account',
  'dormitory',
  'helpdesk',
  'money',
  'planner',
] as const satisfies readonly (keyof LaterResources)[];

/** Every namespace's Persian resources (the source language): i18next checks keys against them. */
export type Resources = typeof START_RESOURCES & LaterResources;
export type Namespace = keyof Resources;
