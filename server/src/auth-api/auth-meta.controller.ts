import { Controller, Get, Header, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { Public } from '../auth/decorators';
import { installAuthHttp } from './http-setup';
import { AuthMetaService } from './auth-meta.service';

/**
 * Embedded auth API, about itself (auth-api.md §1.13). Being mounted only in embedded mode, it is
 * also where the /auth/v1 HTTP behaviour (CORS, error format) gets installed on the app.
 */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthMetaController implements OnModuleInit {
  constructor(
    private readonly service: AuthMetaService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    installAuthHttp(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }

  @Public()
  @Get('settings')
  authSettings() {
    return this.service.settings();
  }

  @Public()
  @Get('health')
  authHealth() {
    return this.service.health();
  }

  @Public()
  @Get('.well-known/jwks.json')
  @Header('Cache-Control', 'public, max-age=600')
  authJwks() {
    return this.service.jwks();
  }
}
