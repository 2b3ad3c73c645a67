import type { ProfileWithMemberState } from '../modules/members/profile.repository';
import type { Permissions } from './permissions';

/**
 * The signed-in member of a request, set by the global guard from a verified access token and the
 * database. `permissions` is read from the member's profile on every request (never from the
 * token), so a revoked permission takes effect immediately.
 */
export interface AuthUser {
  /** The token's `sub`: the auth user id, also the profile id. */
  id: string;
  /** The token's `email` ('' when the account has none). */
  email: string;
  /** The token's `session_id` (null only for hosted-Supabase tokens without one). */
  sessionId: string | null;
  /** The member is an owner (docs/product-rules.md §6): holds every area and alone changes permissions. */
  owner?: boolean;
  /** The member's permissions map from the profile row ({} before the profile exists); every area for an owner. */
  permissions: Permissions;
  /**
   * The profile with onboarding and car count as the guard read it on this request (null: not yet
   * created; absent: not read, e.g. an AuthUser built outside the guard).
   */
  profile?: ProfileWithMemberState | null;
}
