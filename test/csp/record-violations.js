// Loaded first by strict-page.html: keeps every CSP violation the page reports, for the test to read.
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    sample: event.sample,
    source: `${event.sourceFile}:${event.lineNumber}`,
  });
});
