import { beforeEach, describe, expect, it } from 'vitest';
import { helpdeskUpdateIssue } from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import { getStudentFamily, saveStudentFamily } from '@/api/generated/rest/hooks/family/family';
import { setTokens } from '@/api/tokens';
import { ACCOUNTS } from '@mocks/world/accounts';
import { findIssue } from '@mocks/world/helpdesk-store';
import { resetWorld } from '../../msw-server';
import { login } from '../mocks/mock-api';

/*
 * No bidi control reaches the server in any text the student sends (src/lib/bidi-controls.ts,
 * applied once, where the transport serialises a body): checked in the stateful mock's own records.
 */

const RLO = '\u202E';
const ISOLATES = '\u2066\u2069';

beforeEach(async () => {
  resetWorld();
  setTokens({ accessToken: await login(ACCOUNTS.student), refreshToken: 'unused' });
});

describe('bidi controls never leave the app', () => {
  it('a helpdesk reply with U+202E and isolates is stored without them (ZWNJ kept)', async () => {
    await helpdeskUpdateIssue(2, { issue: { notes: `پیوست${RLO}gpj.exe می\u200Cخواهم${ISOLATES}` } });
    const notes = findIssue(2)!.journals.at(-1)!.notes;
    expect(notes).toBe('پیوستgpj.exe می\u200Cخواهم');
  });

  it("a relative's name with marks and overrides is stored without them", async () => {
    const relative = (relation: string, firstName: string, lastName: string) => ({
      relation,
      firstName,
      lastName,
      nationalCode: null,
      birthDate: null,
      age: null,
      studyLevelId: null,
      job: null,
      mobileNumber: null,
      contactInfo: null,
      address: null,
    });
    await saveStudentFamily({
      studentFamilies: [
        relative('father', `\u200Fمحمد${RLO}`, `رضایی\u061C`),
        relative('mother', `\u202Aفاطمه\u202C`, `\u200Eکریمی`),
      ],
    });
    const saved = (await getStudentFamily()).payload;
    expect(saved.map((r) => [r.firstName, r.lastName])).toEqual([
      ['محمد', 'رضایی'],
      ['فاطمه', 'کریمی'],
    ]);
  });
});
