// The part of swagger-client (a devDependency, untyped) the differential tests call.
declare module "swagger-client" {
  /** The request swagger-client builds for one operation. */
  export interface SwaggerRequest {
    readonly method: string;
    readonly url: string;
    readonly headers?: Readonly<Record<string, unknown>>;
    readonly body?: unknown;
  }

  const Swagger: {
    buildRequest(options: { spec: unknown; operationId: string; parameters?: unknown; requestBody?: unknown; securities?: { authorized?: Record<string, unknown> }; serverVariables?: Record<string, string> }): SwaggerRequest;
  };
  export default Swagger;
}
