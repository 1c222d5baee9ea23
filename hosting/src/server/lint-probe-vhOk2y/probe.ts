export const load = () => import('@/features/leadInbox/components/LeadsTab');
