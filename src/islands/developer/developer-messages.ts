/** The developer dashboard's fixed texts (admin §4, §8; DEV-18, DEV-19, ERR-20..22), each written once. */
export const CREATE_FAILED = 'Failed to create user';
export const STATUS_FAILED = 'Failed to update user status';
export const UPDATE_FAILED = 'Failed to update user';
export const DELETE_FAILED = 'Failed to delete user';
export const UNLOCK_FAILED = 'Failed to unlock sign-in';
export const SET_PASSWORD_FAILED = 'Failed to set the password';
export const INVALID_USER_ID = 'Invalid user ID';
export const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user?';
export const PERMISSION_FAILED = 'Failed to update permissions';

export const ROLE_LABELS = { developer: 'Developer', superadmin: 'Super Admin', subadmin: 'Sub Admin' } as const;
