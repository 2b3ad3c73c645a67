// A UUID as PostgreSQL and GoTrue accept it (any version, either case), and the nil UUID that some
// tokens carry in place of a session.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
