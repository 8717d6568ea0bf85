/** The texts both dashboards show (admin §2, §8; FEATURES G-05, G-34, ERR-20, ERR-23), each written once. */
export const DEVELOPER_DASHBOARD_PATH = '/senement/dashboard';

export const AUTH_EXPIRED = 'Authentication expired or insufficient permissions. Please log out and log back in.';
export const AUTH_ERROR = 'Authentication error. Please try logging out and back in.';
export const TOKEN_MISSING = 'Authentication token not found. Please login again.';
export const FETCH_FAILED = 'Failed to fetch data';
