/**
 * Whether a subscription's endpoint is at one of the push services the deployment accepts
 * (PUSH_SERVICE_HOSTS): the host itself or a subdomain of it, over https. The worker POSTs to
 * this address, so it is checked when a browser hands it over and again before each send.
 */
export function isPushServiceEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
