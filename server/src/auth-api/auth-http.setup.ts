import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { installAuthHttp } from './http-setup';

/** Installs the /auth/v1 HTTP behaviour (CORS, empty JSON bodies, error headers) on this app's Fastify instance. */
@Injectable()
export class AuthHttpSetup implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    installAuthHttp(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
