// The OpenAPI declaration every staff upload shares: multipart/form-data (which also lets the body
// past MultipartOnlyWhereDeclared), its fields, the 201 answer, and the refusals of an upload.
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';

export interface UploadEndpointDocs {
  /** The DTO documenting the parts (fields and `file`). */
  body: Type;
  /** The 201 response DTO. */
  response: Type;
  /** The codes of each refusal, as the operation's description of that status. */
  badRequest: string;
  tooLarge: string;
  unsupported: string;
}

export const UploadEndpoint = (docs: UploadEndpointDocs) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: docs.body }),
    ApiCreatedResponse({ type: docs.response }),
    ApiBadRequestResponse({ description: docs.badRequest }),
    ApiPayloadTooLargeResponse({ description: docs.tooLarge }),
    ApiUnsupportedMediaTypeResponse({ description: docs.unsupported }),
  );
