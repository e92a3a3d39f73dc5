-- wrk script for the API bench (bench/load.ts, bench/api-side.ts): the method, headers and body come from
-- environment variables; "{n}" in the body becomes a counter, unique within the run (a prefix from
-- WRK_RUN keeps runs apart), so that every create is a new row.
local body = os.getenv("WRK_BODY")
local run = os.getenv("WRK_RUN") or tostring(os.time())
wrk.method = os.getenv("WRK_METHOD") or "GET"
if body then wrk.headers["Content-Type"] = "application/json" end
local n = 0

request = function()
  if not body then return wrk.format() end
  n = n + 1
  return wrk.format(nil, nil, nil, (body:gsub("{n}", run .. "-" .. n)))
end
