export function Component() {
  return (
    <main className="container-page py-16">
      <h1 className="text-2xl font-bold">faq</h1>
    </main>
  );
}
