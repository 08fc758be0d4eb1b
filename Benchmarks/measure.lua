-- wrk script: POST /v1/measure with a real pair, rotating through a few labels.
local bodies = {
  '{"en":"Add to Home Screen","ar":"إضافة إلى الشاشة الرئيسية","line_height":1.2,"row":{"inline_size_px":280}}',
  '{"en":"Delete","ar":"حذف","line_height":1.2}',
  '{"en":"Move to Trash","ar":"نقل إلى سلة المهملات","row":{"inline_size_px":120,"overflow":"nowrap-ellipsis"}}',
  '{"en":"Report Spam","ar":"الإبلاغ عن رسالة غير مرغوب فيها","profile":"android"}',
}
local i = 0
request = function()
  i = i + 1
  return wrk.format("POST", "/v1/measure", {["Content-Type"] = "application/json"}, bodies[(i % #bodies) + 1])
end
-- Count non-2xx answers as errors in the summary.
local bad = 0
response = function(status, headers, body) if status ~= 200 then bad = bad + 1 end end
done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d non200=%d errors=%d p50_ms=%.2f p99_ms=%.2f rps=%.0f\n",
    summary.requests, bad + summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.requests / (summary.duration / 1e6)))
end
