export const load = () => import('@/pages/HomePage');
