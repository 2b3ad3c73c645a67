import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { AuthMetaService } from '../services/auth-meta.service';

/** Embedded auth API, about itself (docs/auth-api.md §1.13). */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthMetaController {
  constructor(private readonly service: AuthMetaService) {}

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
