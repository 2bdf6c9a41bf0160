// Whether a text from a server can be shown to a person as it is: a short
// plain sentence, not markup or data a program would read (a gateway's HTML
// page, a JSON document). Client and server share it.

/** A short plain sentence, not markup or data a program would read. */
export const readsAsWords = (text: string) => /\S/.test(text) && text.trim().length <= 300 && !/[<>{}[\]]/.test(text);
