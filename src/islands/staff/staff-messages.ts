/** The admin dashboard's own fixed texts (admin §2, §8); those both dashboards show are in dashboard-shell/shell-messages.ts. */
export const LOGIN_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export const RESPONSES_FAILED = 'Failed to load responses. Please refresh the page.';
export const NO_RESPONSES = 'No contact responses found.';
export const NO_CATEGORY_HINT = 'No category assigned. Contact your administrator.';

export const PRODUCTS_FAILED = 'Failed to load products';
export const DELETE_CONFIRM = 'Are you sure you want to delete this product?';
export const DELETE_DONE = 'Product deleted successfully';
export const DELETE_FAILED = 'Failed to delete product';
export const SHOWN_DONE = 'Product activated successfully';
export const HIDDEN_DONE = 'Product deactivated successfully';
export const VISIBILITY_FAILED = 'Failed to update product visibility';

export const FORM_LOAD_FAILED = 'Failed to load data';
export const SAVE_FAILED = 'Failed to save product';
export const CREATE_DONE = 'Product created successfully';
export const UPDATE_DONE = 'Product updated successfully';
