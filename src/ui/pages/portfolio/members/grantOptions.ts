import { mayGrant, type Membership } from '../../../../api/schemas/portfolioPermission.schema';
import { permissionSchema, type Permission } from '../../../../api/schemas/user.schema';

/**
 * The permissions the signed-in member may hand out (SPEC 6 mirror): Admins any; someone who
 * invites through Allow Inviting at most their own, and never the invite right itself.
 */
export function grantablePermissions(inviter: Membership): Permission[] {
  return permissionSchema.options.filter((permission) => mayGrant(inviter, { permission, allow_inviting: false }));
}

export function mayGrantInviting(inviter: Membership): boolean {
  return mayGrant(inviter, { permission: 'Viewer', allow_inviting: true });
}
