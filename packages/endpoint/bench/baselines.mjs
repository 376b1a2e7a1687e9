// Hand-written baselines for the endpoint benchmark: per workload, a function that builds exactly
// the request ours builds, with concatenation, encodeURIComponent and object literals, and none of
// the checks. A baseline knows its route in advance; it is the speed of doing only the job.
// endpoint.bench.mjs checks each one equal to ours before timing.

const enc = encodeURIComponent;
const JSON_TYPE = "application/json; charset=utf-8";

/** The default headers of @scope/endpoint, as built (the user-agent comes from the endpoint itself). */
function baseHeaders(endpoint) {
  return endpoint.DEFAULTS.headers;
}

export const BASELINES = {
  "GET path + query": (endpoint) => (o) => ({
    method: "GET",
    url: `https://api.github.com/repos/${enc(o.owner)}/${enc(o.repo)}/issues?state=${enc(o.state)}&labels=${enc(o.labels)}` +
      `&sort=${enc(o.sort)}&per_page=${o.per_page}&page=${o.page}`,
    headers: { ...baseHeaders(endpoint) },
  }),
  "POST JSON body + authorization": (endpoint) => (o) => ({
    method: "POST",
    url: `https://api.github.com/repos/${enc(o.owner)}/${enc(o.repo)}/issues`,
    headers: { ...baseHeaders(endpoint), authorization: o.headers.authorization, "content-type": JSON_TYPE },
    body: { title: o.title, body: o.body, labels: o.labels, assignees: o.assignees },
  }),
  "upload: full URL + data": (endpoint) => (o) => ({
    method: "POST",
    url: `https://uploads.github.com/repos/${enc(o.owner)}/${enc(o.repo)}/releases/${o.release_id}/assets?name=${enc(o.name)}&label=${enc(o.label)}`,
    headers: { ...baseHeaders(endpoint), "content-type": o.headers["content-type"], "content-length": o.headers["content-length"] },
    body: o.data,
  }),
  ".defaults() twice": (endpoint) => (o) => ({
    method: "GET",
    url: `https://github.example.com/api/v3/repos/octokit/rest.js/issues/${o.issue_number}`,
    headers: { ...baseHeaders(endpoint), accept: "application/vnd.github.v3.html", authorization: "token ghp_example" },
  }),
  "merge alone": (endpoint) => {
    // A plain object-spread copy of the defaults and the call: the least a merge can do.
    const { headers, mediaType, ...rest } = endpoint.DEFAULTS;
    return (o) => {
      const { headers: callHeaders, ...parameters } = o;
      return {
        ...rest,
        method: "POST",
        url: "/repos/{owner}/{repo}/issues",
        ...parameters,
        headers: { ...headers, ...callHeaders },
        mediaType: { ...mediaType, previews: [...mediaType.previews] },
      };
    };
  },
  "parse alone": () => (m) => ({
    method: m.method.toUpperCase(),
    url: `${m.baseUrl}/repos/${enc(m.owner)}/${enc(m.repo)}/issues?state=${enc(m.state)}&labels=${enc(m.labels)}` +
      `&sort=${enc(m.sort)}&per_page=${m.per_page}&page=${m.page}`,
    headers: { ...m.headers },
  }),
  "every GitHub operation, round robin": (endpoint) => {
    // The path split once per route into literals and variables, then concatenated per call.
    const compiled = new Map();
    const compile = (path) => path.split(/\{([^}]+)\}/);
    return ({ method, path, parameters }) => {
      let parts = compiled.get(path);
      if (parts === undefined) compiled.set(path, (parts = compile(path)));
      let url = "https://api.github.com";
      for (let i = 0; i < parts.length; i++) url += i % 2 === 0 ? parts[i] : enc(parameters[parts[i]]);
      const request = { method, url, headers: { ...baseHeaders(endpoint) } };
      if (method === "PUT" || method === "PATCH") request.body = "";
      return request;
    };
  },
};
