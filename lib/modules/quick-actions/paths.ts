// The quick actions' screens. Client-safe: the QR labels' redirect and the dial name them too.

export const QUICK_REGISTER = "/quick/register";
export const QUICK_CONTROL_BOOK = "/quick/control-book";
export const QUICK_UPLOAD = "/quick/upload";

/** Registering a reading of this meter: where a meter's QR label leads those who may record one. */
export const registerReadingPath = (meterId: string) => `${QUICK_REGISTER}?meterId=${encodeURIComponent(meterId)}`;

/** Completing this pending inspection. */
export const completeInspectionPath = (inspectionId: string) =>
  `${QUICK_CONTROL_BOOK}?inspectionId=${encodeURIComponent(inspectionId)}`;
