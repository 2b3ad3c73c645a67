// The OpenAPI declaration every staff upload shares: multipart/form-data (which also lets the body
// past MultipartOnlyWhereDeclared), its fields, the 201 answer, and the refusals of the upload.
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse } from '@nestjs/swagger';
import { ApiErrors, type ErrorsByStatus } from './api-errors.decorator';

export interface UploadEndpointDocs {
  /** The DTO documenting the parts (fields and `file`). */
  body: Type;
  /** The 201 response DTO. */
  response: Type;
  /** The codes of each refusal by status (400, 413, 415, and 404 where the path names a record). */
  errors: ErrorsByStatus;
}

export const UploadEndpoint = (docs: UploadEndpointDocs) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: docs.body }),
    ApiCreatedResponse({ type: docs.response }),
    ApiErrors(docs.errors),
  );
