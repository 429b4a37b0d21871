import {apiClient} from './siteClient';
import {customizationSchema, type CustomizationAccepted, type CustomizationInput} from './customizationSchema';

export * from './customizationSchema';

/**
 * The submit call: POST /customization with the validated request as JSON.
 * `idempotencyKey` is the same for every attempt at one request, so a retry
 * after a time-out gets the first answer (and reference) back.
 */
export async function submitCustomization(
  input: CustomizationInput,
  idempotencyKey: string,
): Promise<CustomizationAccepted> {
  const request = customizationSchema.parse(input);
  return apiClient.request<CustomizationAccepted>({
    method: 'POST',
    url: '/customization',
    data: request,
    headers: {'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey},
  });
}
