import * as imported from 'firebase-admin/firestore';
export const used = imported;
