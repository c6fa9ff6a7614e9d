// Any /api/v1 path without a route of its own: 404 in the error shape.
import { errorResponse, notFound } from "@/lib/platform/api/errors";

const unknownRoute = async () => errorResponse(notFound("No such API endpoint"));
export {
  unknownRoute as GET,
  unknownRoute as POST,
  unknownRoute as PUT,
  unknownRoute as PATCH,
  unknownRoute as DELETE,
};
