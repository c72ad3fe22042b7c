// For element tests that release a YouTube or Vimeo player: a Content-Security-Policy that lets
// frames load only from the test page's own origin, so a released player never leaves the machine,
// and the list of frames it refused (proof that the element asked for one, or that it did not).

/** Installs the policy (once per test file, before any frame); returns the live list of refused frame URLs. */
export function keepFramesHome(): string[] {
  const blockedFrames: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) => blockedFrames.push(event.blockedURI));
  const csp = document.createElement('meta');
  csp.httpEquiv = 'Content-Security-Policy';
  csp.content = "frame-src 'self'";
  document.head.append(csp);
  return blockedFrames;
}
