import { useMemo } from 'react';
import type { CustomFieldInput } from '@/api/generated/helpdesk/model';
import { useConfig } from '@/config/config-context';
import { useCurrentUniversity } from '@/session/current-university';
import { useSession } from '@/session/session-provider';

/** Where the student's requests live in Redmine and how they are told apart (src/config/schema.ts endpoints). */
export function useHelpdeskSettings() {
  const { endpoints } = useConfig();
  const { profile } = useSession();
  const university = useCurrentUniversity();
  const username = profile?.username ?? '';
  return useMemo(() => {
    const fields = endpoints.helpdeskFields;
    /** The numbered profile snapshot a new request carries (modules.md 3); empty values are left out. */
    const snapshot: CustomFieldInput[] = [
      { id: fields.university, value: university?.unikey ?? '' },
      { id: fields.username, value: username },
      { id: fields.channel, value: 'WEB' },
      { id: fields.name, value: [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') },
      { id: fields.mobile, value: profile?.mobileNumber ?? '' },
      { id: fields.email, value: profile?.email ?? '' },
    ].filter((f) => f.value !== '');
    return { projectId: endpoints.helpdeskProject, fields, username, snapshot };
  }, [endpoints, profile, university, username]);
}
