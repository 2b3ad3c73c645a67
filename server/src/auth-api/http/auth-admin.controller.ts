import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ServiceRole } from './service-role.guard';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { AuthAdminService } from '../services/auth-admin.service';

/** Embedded auth API, admin part: needs the service-role key (checked by the service, §3.3). */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthAdminController {
  constructor(private readonly service: AuthAdminService) {}

  @ServiceRole()
  @Get('admin/users')
  async authListUsersAdmin(@AuthContext() ctx: AuthRequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { users, aud, total, links } = await this.service.list(ctx);
    reply.header('x-total-count', String(total)).header('link', links.join(', '));
    return { users, aud };
  }

  @ServiceRole()
  @Post('admin/users')
  @HttpCode(200)
  authCreateUserAdmin(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.create(body, ctx);
  }

  @ServiceRole()
  @Get('admin/users/:userId')
  authGetUserAdmin(@Param('userId') userId: string) {
    return this.service.get(userId);
  }

  @ServiceRole()
  @Put('admin/users/:userId')
  authUpdateUserAdmin(
    @Param('userId') userId: string,
    @Body() body: Record<string, unknown>,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.update(userId, body, ctx);
  }

  @ServiceRole()
  @Delete('admin/users/:userId')
  authDeleteUserAdmin(
    @Param('userId') userId: string,
    @Body() body: Record<string, unknown>,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.delete(userId, body, ctx);
  }

  @ServiceRole()
  @Get('admin/users/:userId/factors')
  authListFactorsAdmin(@Param('userId') userId: string) {
    return this.service.listFactors(userId);
  }

  @ServiceRole()
  @Delete('admin/users/:userId/factors/:factorId')
  authDeleteFactorAdmin(
    @Param('userId') userId: string,
    @Param('factorId') factorId: string,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.deleteFactor(userId, factorId, ctx);
  }

  @ServiceRole()
  @Post('admin/generate_link')
  @HttpCode(200)
  authGenerateLinkAdmin(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.generateLink(body, ctx);
  }

  @ServiceRole()
  @Post('invite')
  @HttpCode(200)
  authInviteAdmin(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.invite(body, ctx);
  }
}
