// What other modules may know of the search module besides SearchService: the fields the staff
// user list sorts by (search owns the filter and sort rules of that list).

/**
 * Fields the staff user list sorts by (`sort` + `order`); without `sort`, best matches first with q, else newest first.
 */
export const USER_SORT_FIELDS = ['created_at', 'last_name', 'email'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
