import { ROLE_LABELS, type StaffMember } from '@estate/domain';

/** A staff member as a choice ('Jordan Morgan (Agent)'); the title, which a list's tooltip shows, is the name. */
export const staffOption = (member: StaffMember) => ({
  value: member.id,
  label: `${member.name} (${ROLE_LABELS[member.role]})`,
  title: member.name,
});

/** The agents who take new leads when they are assigned automatically. */
export const availableAgents = (staff: readonly StaffMember[]) => staff.filter((member) => member.role === 'agent' && member.available);
